// What RecordingAndReplayingSessions.md uses without declaring it: the app's recorder, which
// its first block makes and the later blocks read.
import ArticleContext
import WayfinderRecording

@MainActor let recorder = SessionRecorder<Screen>()

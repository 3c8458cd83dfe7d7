import Wayfinder

// The chain of presented layers as the host built it: who presents each, and whether it still does.

extension ControllerHost {
    /// The controller that presents (and so dismisses) the layer at `index`: the container for
    /// the first, the layer below for the others. A new layer goes on top of the chain, so an
    /// alert covers the tab bar and every sheet.
    func presenter(ofLayerAt index: Int) -> Driver.Controller {
        index == 0 ? driver.container : layers[index - 1].controller
    }

    /// Whether the platform shows the layer at `index` where the host put it: its presenter
    /// presents it now. Read when a completion or a gesture's end never came.
    func isPresented(layerAt index: Int) -> Bool {
        driver.presentedController(of: presenter(ofLayerAt: index)) === layers[index].controller
    }

    /// The position of the layer `controller` presents as, if it is one.
    func layerIndex(of controller: Driver.Controller) -> Int? {
        layers.firstIndex { $0.controller === controller }
    }

    func removeLayers(from id: LayerID) {
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
        for layer in layers[index...] { stacks[.layer(layer.id)] = nil }
        layers.removeSubrange(index...)
    }
}

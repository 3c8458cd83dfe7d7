DemoCommand.main()

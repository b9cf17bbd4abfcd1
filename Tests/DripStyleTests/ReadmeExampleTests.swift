import Testing
import DripStyle

/// The README's examples behave as the README says.
@Suite struct ReadmeExampleTests {
    let application = Application()

    @Test func theViewComponentsParentIsTheApplicationsComponent() {
        let controller = ViewController(app: application)
        #expect(controller.component.root === application.component)
    }

    @Test func theViewModelIsMadeOncePerViewComponent() {
        let controller = ViewController(app: application)
        let first: ViewModel = controller.component.core.inject()
        let second: ViewModel = controller.component.core.inject()
        #expect(first === second)

        let otherController = ViewController(app: application)
        let other: ViewModel = otherController.component.core.inject()
        #expect(other !== first)
    }

    @Test func anApiIsMadeForEveryResolution() {
        let controller = ViewController(app: application)
        let api: Api = controller.component.core.inject()
        let viewModel: ViewModel = controller.component.core.inject()
        #expect(viewModel.api !== api)
    }
}

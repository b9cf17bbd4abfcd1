// Top-level code runs on the main actor, where main-actor components are made.
registerProviderFactories()
let root = ScoreRootComponent()
_ = root.game.play(3)
print(root.game.play(4))

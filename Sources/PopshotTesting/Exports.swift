// A test imports PopshotTesting alone: the view API and the scenes come with it.
@_exported import PopshotScenes
@_exported import PopshotUI

// fixture: --os ios27 on an iPhone 17 Pro: no iOS 27 safe-area figure is published, so iOS 26's 62/34 apply (marked estimate)
// device: iphone-17-pro
// os: ios27
// source: FDP (iOS 26.5 simulator probe: 402×874, safe area 62/0/34/0), kept on iOS 27 as "estimate: no iOS 27 figure found" (Devices/platform-ios.yaml ios27)
// expect content: x=0 y=62 width=402 height=778    (874 − 62 − 34 = 778)
Color.blue
  .id("content")

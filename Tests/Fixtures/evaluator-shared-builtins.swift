// fixture: one table of built-ins (docs/evaluator.md): hypot, atan2, sin and the rounding rules .toNearestOrEven and .awayFromZero, which only the custom-layout interpreter knew, now evaluate in frame arguments and containerRelativeFrame closures too
// device: iphone-15-pro
// source: Swift's own functions: hypot(30, 40) = 50; 10 * atan2(1, 1) / atan2(1, 1) = 10; (2.5).rounded(.toNearestOrEven) = 2, × 10 = 20; 100.2.rounded(.awayFromZero) = 101; hypot(393, 0) * sin(.pi / 2) / 3 = 131 (393 is the screen width, iphone-15-pro.yaml). Stack: width max(50, 20, 131) = 131, height 10 + 101 + 30 = 141 (spacing 0); usable height 852 − 59 − 34 = 759, so y = 59 + (759 − 141) / 2 = 368, x = (393 − 131) / 2 = 131; children centred: 131 + (131 − 50) / 2 = 171.5, 131 + (131 − 20) / 2 = 186.5
// tolerance: 0.01
// expect hypot: x=171.5 y=368 width=50 height=10
// expect even: x=186.5 y=378 width=20 height=101
// expect crf: x=131 y=479 width=131 height=30
VStack(spacing: 0) {
  Rectangle()
    .frame(width: hypot(30, 40), height: 10 * atan2(1, 1) / atan2(1, 1))
    .id("hypot")
  Rectangle()
    .frame(width: (2.5).rounded(.toNearestOrEven) * 10, height: 100.2.rounded(.awayFromZero))
    .id("even")
  Rectangle()
    .containerRelativeFrame(.horizontal) { length, _ in hypot(length, 0) * sin(.pi / 2) / 3 }
    .frame(height: 30)
    .id("crf")
}

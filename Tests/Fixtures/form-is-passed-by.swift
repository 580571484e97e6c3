// fixture: Form (Containers/Form.yaml) extends List
// device: iphone-15-pro
// source: Form profile; rows as List: width 393 - 40 - 32 = 321
// expect row: width=321
Form {
  Rectangle()
    .frame(height: 20)
    .id("row")
}

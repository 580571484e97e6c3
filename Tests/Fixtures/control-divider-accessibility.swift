// fixture: at an accessibility Dynamic Type size a Divider is 1 pt thick, not one pixel
// device: ipad-pro-11-m5
// dynamic-type: AX1
// source: Views/Divider.yaml variant dynamicTypeSize accessibility1…5 (control-metrics §3.10, OSU EnvironmentAdditions.swift:812–813: 1.0 at accessibility sizes); placement as control-divider-scale.swift
// expect d: x=317 y=608 width=200 height=1 558.5 + (100 − 1) / 2
ZStack {
  Divider().id("d")
}
.frame(width: 200, height: 100)
.id("box")

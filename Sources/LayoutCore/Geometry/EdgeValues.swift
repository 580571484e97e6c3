/// A value with one field per edge (`top`, `leading`, `bottom`, `trailing`), read and written by
/// `Edge` through one subscript: `EdgeInsets` (lengths), `CustomLayoutSpacing` (spacing kinds).
public protocol EdgeValues {
    associatedtype EdgeValue
    var top: EdgeValue { get set }
    var leading: EdgeValue { get set }
    var bottom: EdgeValue { get set }
    var trailing: EdgeValue { get set }
}

extension EdgeValues {
    /// The field for `edge` (inlinable: layout reads insets by edge on every node).
    @inlinable
    public subscript(edge: Edge) -> EdgeValue {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}

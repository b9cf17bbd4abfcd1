/// How a component type is named in a component path.
package enum ComponentPathElement {
    /// The type's name as Swift prints it: `GameComponent` for a class nested anywhere or private
    /// to a file, `Screen<Int>` for a generic class. Derived from the type rather than from
    /// `String(describing: component)`, so a custom `description` cannot change a path and generic
    /// arguments stay whole.
    package static func name(of componentType: AnyObject.Type) -> String {
        String(describing: componentType)
    }
}

import SwiftSyntax

/// What an `@Injectable` type injects, read from its members the one way both the macro and digen
/// read it: the arguments of the initializer marked `@InjectableInit`, each resolved by its type,
/// or, when no initializer is marked, the injectable stored properties, in declaration order.
package struct InjectableMembers {
    /// The initializers marked `@InjectableInit`, in declaration order. More than one is an error
    /// the macro reports; digen reads the first.
    package let markedInitializers: [InitializerDeclSyntax]
    /// The injectable stored properties, in declaration order; what a memberwise `init` takes when
    /// no initializer is marked.
    package let properties: [InjectableProperty]

    /// The injectable parts of a type with `members`.
    package init(_ members: MemberBlockItemListSyntax) {
        markedInitializers = members.compactMap { member in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                  initializer.attributes.contains(named: "InjectableInit")
            else { return nil }
            return initializer
        }
        properties = members.compactMap { $0.decl.as(VariableDeclSyntax.self).flatMap(InjectableProperty.init) }
    }

    /// Whether `attributes` mark a type `@Injectable`.
    package static func isInjectable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains(named: "Injectable")
    }
}

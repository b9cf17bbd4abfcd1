/// Makes a struct, class or actor `Injectable`: generates `inject(container:)`, which resolves
/// each stored property from the container, and a memberwise `init`. With one initializer marked
/// `@InjectableInit`, that initializer is used instead and no `init` is generated.
@attached(extension, conformances: Injectable)
@attached(member, names: named(inject), named(init))
public macro Injectable() = #externalMacro(module: "WhoopStyleMacros", type: "InjectableMacro")

/// Marks a stored property of an `@Injectable` type to be resolved under `name`.
@attached(peer)
public macro InjectableName(name: String) = #externalMacro(module: "WhoopStyleMacros", type: "InjectableNameMacro")

/// Marks the initializer that `@Injectable`'s `inject(container:)` calls, with every argument
/// resolved from the container by type.
@attached(peer)
public macro InjectableInit() = #externalMacro(module: "WhoopStyleMacros", type: "InjectableInitMacro")

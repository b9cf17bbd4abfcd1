// The target of Tests/RealCode/Package.swift, which only resolves; nothing here is built.

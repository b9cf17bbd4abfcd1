"""Bazel rules that run digen, module by module, on a Swift app's DI graph.

`digen_module` declares one Swift module's sources for digen. Each module gets one
`digen summarize` action, whose inputs are that module's files only. A module marked
`root = True` (the module of a program's entry point) also gets the whole program's check
(`digen check`), run as a validation action; a module with `generated` set also gets
`digen generate`, whose output is the target's default output.
Sources/digen/digen.docc/BuildingWithBazel.md in the swift-di-toolkit repository explains what
runs when.

Every action runs with the execution root as digen's `--root`, so each path in a summary, a
diagnostic or a report is relative to the workspace (`Feature/Feed.swift`, or
`external/<repository>/...` for a file of another repository), and outputs are the same on
every machine and in every checkout.
"""

DigenModuleInfo = provider(
    doc = "What digen knows of one Swift module, for the modules that depend on it.",
    fields = {
        "module_name": "The Swift module's name (string).",
        "summary": "The module's summary (File), written by `digen summarize`.",
        "transitive_summaries": "A depset of the summaries of this module and of every module it depends on, directly or not.",
        "transitive_sources": "A depset of the Swift sources of this module and of every module it depends on. A run that reads summaries reads some of these files (those the keyword filter skipped) when it needs a type's shape, so it declares them all as inputs.",
    },
)

# Options every action takes: paths relative to the execution root, in summaries, reports and
# diagnostics alike (the root of a sandboxed action is another folder each time); no fact cache
# (Bazel caches the actions); no progress output.
_FIXED_OPTIONS = ["--root", ".", "--relative-paths", "--no-cache", "--quiet"]

def _arguments_file(ctx, name, sources, summaries):
    """Writes the arguments of one digen run, one a line, for `--arguments-file`.

    digen reads a line that starts with `-` as an option with its values, split at spaces, and
    any other line as one value, so each source path and each summary path is a line of its own.
    """
    arguments = ctx.actions.args()
    arguments.set_param_file_format("multiline")
    arguments.add_all(sources)
    arguments.add_all(summaries, before_each = "--summary")
    arguments.add("--module-name", ctx.attr.module_name or ctx.label.name)
    arguments.add_all(_FIXED_OPTIONS)
    arguments.add_all(ctx.attr.args)
    file = ctx.actions.declare_file(name)
    ctx.actions.write(output = file, content = arguments)
    return file

def _digen_module_impl(ctx):
    module_name = ctx.attr.module_name or ctx.label.name
    # The executable with its runfiles, should the label name a wrapper that has some.
    digen = ctx.attr.digen[DefaultInfo].files_to_run
    sources = ctx.files.srcs
    dependencies = [dependency[DigenModuleInfo] for dependency in ctx.attr.deps]

    # The module alone: its own files, nothing of the modules it depends on.
    summary = ctx.actions.declare_file(ctx.label.name + ".digen-summary")
    summarize_arguments = _arguments_file(ctx, ctx.label.name + ".digen-summarize.args", sources, [])
    ctx.actions.run(
        executable = digen,
        arguments = ["summarize", summary.path, "--arguments-file", summarize_arguments.path],
        inputs = sources + [summarize_arguments],
        outputs = [summary],
        mnemonic = "DigenSummarize",
        progress_message = "Summarizing the DI facts of module %s" % module_name,
    )

    transitive_summaries = depset(
        direct = [summary],
        transitive = [dependency.transitive_summaries for dependency in dependencies],
    )
    transitive_sources = depset(
        direct = sources,
        transitive = [dependency.transitive_sources for dependency in dependencies],
    )
    output_groups = {"digen_summary": depset([summary])}
    default_outputs = []

    if ctx.attr.root or ctx.outputs.generated:
        # The program's runs: this module's files and the summaries of every module below it.
        # The sources of those modules are inputs too, for the skipped files a summary lists.
        dependency_summaries = depset(transitive = [dependency.transitive_summaries for dependency in dependencies])
        program_arguments = _arguments_file(
            ctx,
            ctx.label.name + ".digen-program.args",
            sources,
            dependency_summaries,
        )
        program_inputs = depset(
            direct = [program_arguments],
            transitive = [dependency_summaries, transitive_sources],
        )

        if ctx.attr.root:
            report = ctx.actions.declare_file(ctx.label.name + ".digen-check.sarif")
            ctx.actions.run(
                executable = digen,
                arguments = [
                    "check",
                    "--arguments-file",
                    program_arguments.path,
                    "--format",
                    "sarif",
                    "--report",
                    report.path,
                ],
                inputs = program_inputs,
                outputs = [report],
                mnemonic = "DigenCheck",
                progress_message = "Checking the DI graph of the program rooted at module %s" % module_name,
            )
            output_groups["_validation"] = depset([report])
            output_groups["digen_report"] = depset([report])

        if ctx.outputs.generated:
            generated = ctx.outputs.generated
            generate_command = ["generate", generated.path, "--arguments-file", program_arguments.path]
            generate_inputs = [program_inputs]
            if ctx.file.header_doc or ctx.attr.generate_args:
                # generate's own options, read the same way as the module's `args`.
                generate_options = ctx.actions.args()
                generate_options.set_param_file_format("multiline")
                if ctx.file.header_doc:
                    generate_options.add("--header-doc", ctx.file.header_doc)
                    generate_inputs.append(depset([ctx.file.header_doc]))
                generate_options.add_all(ctx.attr.generate_args)
                generate_arguments = ctx.actions.declare_file(ctx.label.name + ".digen-generate.args")
                ctx.actions.write(output = generate_arguments, content = generate_options)
                generate_command += ["--arguments-file", generate_arguments.path]
                generate_inputs.append(depset([generate_arguments]))
            ctx.actions.run(
                executable = digen,
                arguments = generate_command,
                inputs = depset(transitive = generate_inputs),
                outputs = [generated],
                mnemonic = "DigenGenerate",
                progress_message = "Generating the DI wiring of module %s" % module_name,
            )
            default_outputs.append(generated)
    else:
        # A library module: building it summarizes it, which reports what is wrong inside it.
        default_outputs.append(summary)

    return [
        DefaultInfo(files = depset(default_outputs)),
        DigenModuleInfo(
            module_name = module_name,
            summary = summary,
            transitive_summaries = transitive_summaries,
            transitive_sources = transitive_sources,
        ),
        OutputGroupInfo(**output_groups),
    ]

digen_module = rule(
    implementation = _digen_module_impl,
    doc = """One Swift module's sources, read by digen.

Building a library module writes its summary (`<name>.digen-summary`), which reports the
problems certain inside it. A module with `root = True` checks the whole program in a
validation action whose output is a SARIF report (`<name>.digen-check.sarif`, also in the
`digen_report` output group). A module with `generated` set writes that Swift file, its default
output; its summary is then in the `digen_summary` output group, built when a dependent needs it.
""",
    attrs = {
        "srcs": attr.label_list(
            allow_files = [".swift"],
            doc = "The module's Swift sources, without the file `generated` names.",
        ),
        "deps": attr.label_list(
            providers = [DigenModuleInfo],
            doc = "The digen_module targets of the modules this module imports.",
        ),
        "module_name": attr.string(
            doc = "The Swift module's name. Default: the target's name.",
        ),
        "root": attr.bool(
            default = False,
            doc = "Whether this module is the root of a program (an app or a binary): its graph check reads the summaries of every module below it, and runs as a validation action.",
        ),
        "generated": attr.output(
            doc = "The Swift file `digen generate` writes for this module (for example `NeedleGenerated.swift`), from its sources and the summaries of every module below it. Compile it into the module.",
        ),
        "args": attr.string_list(
            doc = "More digen options for every action of this module, one option or value an element, or an option and its values in one element (`--style whoop`, `--access-rules public`).",
        ),
        "generate_args": attr.string_list(
            doc = "More options for `digen generate` only (`--provider-style conformances`, `--additional-imports Rider`).",
        ),
        "header_doc": attr.label(
            allow_single_file = True,
            doc = "A text file put at the top of the generated file (`--header-doc`).",
        ),
        "digen": attr.label(
            default = "@digen//:digen",
            executable = True,
            cfg = "exec",
            allow_files = True,
            doc = "The digen executable. Default: `digen` in the repository named `digen`.",
        ),
    },
)

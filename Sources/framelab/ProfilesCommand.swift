import ArgumentParser
import FrameLabApplication

/// `framelab profiles list | show ID | validate [DIR…]`.
struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "List, show and validate device, container and view kind profiles.",
        subcommands: [List.self, Show.self, Validate.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List every loaded profile with its source file.")
        @OptionGroup var common: CommonOptions
        func run() throws {
            try finish(ProfilesRunner.list(options: common.sessionOptions))
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one profile and its file.")
        @OptionGroup var common: CommonOptions
        @Argument(help: "A profile id.") var id: String
        func run() throws {
            try finish(ProfilesRunner.show(id, options: common.sessionOptions))
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check profile directories (default: the search path); exit status 1 on any error.")
        @OptionGroup var common: CommonOptions
        @Argument(help: "Directories to check.", completion: .directory) var directories: [String] = []
        func run() throws {
            try finish(ProfilesRunner.validate(directories: directories, options: common.sessionOptions))
        }
    }
}

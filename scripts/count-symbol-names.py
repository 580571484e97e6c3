#!/usr/bin/env python3
"""Count the SF Symbol names real SwiftUI code uses (issue 25 item 4).

Reads every *.swift file at HEAD of each mirrored repository (git directories under
/work/.mirror, or MIRROR_DIR) with `git ls-tree`/`git cat-file`, and counts string literals given
as `systemName:` or `systemImage:` (Image(systemName:), Label(_:systemImage:), Button(_:systemImage:),
…). Test files and snapshot tests count too: they are real uses of symbols.

Output (stdout, TSV): name, uses, files, repositories, most used first. `--top N` limits the rows.
Repositories reserved for acceptance (COMMON.md) are skipped.
"""
import collections, os, re, subprocess, sys

RESERVED = {"adammcarter+swift-snapshot-testing-macros", "autoreleasefool+approach",
            "bradleymackey+vault-ios", "WezSieTato+ScanNow", "pointfreeco+swift-snapshot-testing"}
PATTERN = re.compile(rb'\b(?:systemName|systemImage)\s*:\s*"([A-Za-z0-9_.]+)"')


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, check=False).stdout


def main():
    root = os.environ.get("MIRROR_DIR", "/work/.mirror")
    top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else None
    uses, files, repos = collections.Counter(), collections.defaultdict(set), collections.defaultdict(set)
    scanned = 0
    heads = []
    for name in sorted(os.listdir(root)):
        if name in RESERVED or "+" not in name:
            continue
        gitdir = os.path.join(root, name)
        if os.path.isdir(os.path.join(gitdir, "repo")):
            gitdir = os.path.join(gitdir, "repo")
        listing = git(gitdir, "ls-tree", "-r", "HEAD").decode("utf-8", "replace").splitlines()
        blobs = [(line.split()[2], line.split("\t", 1)[1]) for line in listing if line.endswith(".swift") and " blob " in line]
        if not blobs:
            continue
        heads.append(name.replace("+", "/", 1) + "@" + git(gitdir, "rev-parse", "HEAD").decode().strip())
        batch = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                               input=b"".join(sha.encode() + b"\n" for sha, _ in blobs), capture_output=True).stdout
        offset = 0
        for sha, path in blobs:
            header_end = batch.index(b"\n", offset)
            size = int(batch[offset:header_end].split()[2])
            body = batch[header_end + 1: header_end + 1 + size]
            offset = header_end + 1 + size + 1
            scanned += 1
            for match in PATTERN.finditer(body):
                symbol = match.group(1).decode()
                uses[symbol] += 1
                files[symbol].add((name, path))
                repos[symbol].add(name)
    print(f"# {scanned} Swift files in {root}; {len(uses)} distinct names, {sum(uses.values())} uses")
    for head in heads:
        print(f"# {head}")
    print("name\tuses\tfiles\trepositories")
    ranked = sorted(uses, key=lambda s: (-uses[s], -len(repos[s]), s))
    for symbol in ranked[:top]:
        print(f"{symbol}\t{uses[symbol]}\t{len(files[symbol])}\t{len(repos[symbol])}")


if __name__ == "__main__":
    main()

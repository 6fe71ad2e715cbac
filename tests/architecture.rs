//! The shape of the source (`../shared/STYLE.md`, "The shape"): the modules
//! of `src/` import one another without a cycle, vocabulary below engines
//! and engines below the edges.
//!
//! A module's imports are the `crate::name` paths in its code: comments and
//! test modules (from `#[cfg(test)]` on) are left out, as they import
//! nothing the library needs.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules of `src/` and the modules each one's code names.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in rust_files(&src) {
        let relative = path.strip_prefix(&src).unwrap();
        let top = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_owned();
        if top == "lib" || top == "main" {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let named = graph.entry(top.clone()).or_default();
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or_default();
            for (at, _) in line.match_indices("crate::") {
                let name: String = line[at + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                    .collect();
                if !name.is_empty() && name != top {
                    named.insert(name);
                }
            }
        }
    }
    graph
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// A cycle through `from`, if the graph has one, as the modules in order.
fn cycle_from(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    // Depth first from `from`, back to it.
    let mut stack = vec![(from.to_owned(), vec![from.to_owned()])];
    let mut seen = BTreeSet::new();
    while let Some((module, path)) = stack.pop() {
        for next in graph.get(&module).into_iter().flatten() {
            if next == from {
                let mut cycle = path.clone();
                cycle.push(from.to_owned());
                return Some(cycle);
            }
            if graph.contains_key(next) && seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn no_module_of_src_imports_one_that_imports_it_back() {
    let graph = imports();
    assert!(graph.contains_key("solve") && graph.contains_key("step"));
    let cycles: Vec<String> = graph
        .keys()
        .filter_map(|module| cycle_from(&graph, module))
        .map(|cycle| cycle.join(" -> "))
        .collect();
    assert!(cycles.is_empty(), "import cycles: {cycles:#?}");
}

#[test]
fn the_vocabulary_imports_no_engine() {
    let graph = imports();
    let vocabulary = [
        "alphabet",
        "candidates",
        "cell",
        "digits",
        "error",
        "geometry",
        "grid",
        "sort",
        "step",
        "technique",
    ];
    let engines = ["formats", "generate", "rate", "search", "solve", "wasm"];
    for module in vocabulary {
        let named = &graph[module];
        for engine in engines {
            assert!(!named.contains(engine), "{module} imports {engine}");
        }
    }
}

#[test]
fn the_cycle_check_sees_a_cycle() {
    let mut graph = BTreeMap::new();
    graph.insert("a".to_owned(), BTreeSet::from(["b".to_owned()]));
    graph.insert("b".to_owned(), BTreeSet::from(["a".to_owned()]));
    graph.insert("c".to_owned(), BTreeSet::from(["a".to_owned()]));
    assert_eq!(
        cycle_from(&graph, "a"),
        Some(vec!["a".into(), "b".into(), "a".into()])
    );
    assert_eq!(cycle_from(&graph, "c"), None);
}

/// The source files of pencilmark itself (not its tests): Rust in `src/`,
/// JS in `npm/` and `www/`.
fn source_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = rust_files(&root.join("src"));
    for dir in ["npm", "www"] {
        for entry in fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "js") {
                files.push(path);
            }
        }
    }
    files
}

#[test]
fn no_source_file_is_over_900_lines() {
    let long: Vec<String> = source_files()
        .into_iter()
        .filter_map(|path| {
            let lines = fs::read_to_string(&path).unwrap().lines().count();
            (lines > 900).then(|| format!("{}: {lines} lines", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "files over 900 lines: {long:#?}");
}

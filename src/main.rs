//! The `pencilmark` command line: solve puzzles and print their steps.
//!
//! Native only: on wasm32 this binary is empty (the wasm build is the
//! library, used from JS).

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

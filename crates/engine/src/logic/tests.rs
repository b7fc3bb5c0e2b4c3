//! Unit tests of the logic engine internals.

//! A global allocator that counts allocations per thread, so that a test can show that a call
//! allocates nothing while tests on other threads do not disturb the count. A test file uses it
//! with `#[path = "support/counting_alloc.rs"] mod counting_alloc;` (each test file is its own
//! program, with its own global allocator).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct CountingAlloc;

thread_local! {
    // A const-initialised `Cell` has no destructor, so using it never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

/// The allocations made so far on this thread.
pub fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: forwards every call to the system allocator unchanged; only counts them.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: same contract as our caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as our caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

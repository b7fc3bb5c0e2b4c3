//! Reading structured choices out of fuzz bytes: every read succeeds, with zeros once the
//! bytes run out, so any input decodes to something.

/// The unread part of a fuzz input.
pub(crate) struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    pub(crate) fn new(data: &'a [u8]) -> Input<'a> {
        Input { data }
    }

    /// The next byte, or 0 at the end.
    pub(crate) fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// The next eight bytes as a little-endian number (missing bytes are 0).
    pub(crate) fn u64(&mut self) -> u64 {
        (0..8).fold(0, |n, i| n | u64::from(self.byte()) << (8 * i))
    }

    /// One of `items`, chosen by the next byte.
    pub(crate) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::from(self.byte()) % items.len()]
    }

    /// The bytes not read yet.
    pub(crate) fn rest(&self) -> &'a [u8] {
        self.data
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_past_the_end_give_zeros() {
        let mut input = Input::new(&[7, 1, 2]);
        assert_eq!(input.byte(), 7);
        assert_eq!(input.u64(), 0x0201);
        assert_eq!(input.pick(&['a', 'b', 'c']), 'a');
        assert!(input.rest().is_empty());
    }
}

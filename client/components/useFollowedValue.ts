// A text field left uncontrolled (what is typed before hydration is kept)
// that follows its value when that changes from outside, as a search box
// follows the address on Back or after "Clear search": the same element
// takes the new value, so it keeps its focus (a key would make it anew).
import { type RefObject, useEffect, useRef } from 'react';

export function useFollowedValue(value: string): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value || !input.current) return;
    shown.current = value;
    input.current.value = value;
  }, [value]);
  return input;
}

import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The query the list currently shows (kept when the screen is opened again). */
  initial: string;
  placeholder: string;
  label: string;
  /** Called once the user pauses typing. */
  onSearch(text: string): void;
}

/** The search box above a list: searches as the user types, after a short pause. */
export function SearchField({ initial, placeholder, label, onSearch }: Props) {
  const [text, setText] = useState(initial);
  // The latest callback, so a re-render (new results) does not start another search.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text === initial) return;
    // A short pause: a search answers in milliseconds (bench: ui.searchP95Ms < 100 ms end to end).
    const timer = setTimeout(() => search.current(text), 40);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <input
      className="search"
      type="search"
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      aria-label={label}
    />
  );
}

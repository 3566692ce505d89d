// The search box above an admin list: it searches as the admin types, a moment after the last key,
// so each keystroke does not cost a request on a slow connection.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

export function SearchBox({
  description,
  placeholder,
  onSearch,
}: {
  description: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {description}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30"
      />
    </div>
  );
}

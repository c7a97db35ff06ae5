import { paths } from '@medshelf/shared/routes';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

/** The navigation's search box: Enter opens the results page for what was typed. */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  return (
    <search className={className}>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const query = text.trim();
          if (query) navigate(paths.search(query));
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search slides, books, journals and people
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 fill-slate-500"
        >
          <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Z" />
        </svg>
        <input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search MedShelf"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-600"
        />
      </form>
    </search>
  );
}

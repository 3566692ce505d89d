// Brand marks drawn inline (lucide-react dropped brand icons); decorative, the link carries the label.
const common = { viewBox: '0 0 24 24', className: 'size-5', fill: 'currentColor' } as const;

export function FacebookIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21z" />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 7.9c-.1-1.5-.4-2.8-1.5-3.9S17.1 2.6 15.6 2.5c-1.5-.1-6-.1-7.5 0-1.5.1-2.8.4-3.9 1.5S2.7 6.4 2.6 7.9c-.1 1.5-.1 6 0 7.5.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 6 .1 7.5 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6 0-7.5zm-2 9.1a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5 17c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 4.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 6.4c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z" />
    </svg>
  );
}

export function LinkedInIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M6.9 8.9H3.6V20h3.3zM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.8c0-3-.6-5.2-4.1-5.2-1.7 0-2.8.9-3.3 1.8V8.9H9.8V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.4z" />
    </svg>
  );
}

export function YouTubeIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
    </svg>
  );
}

// Mobile number and e-mail of a person, as links a phone can call or mail at once. A long e-mail
// breaks only where the column is too narrow, so the table's action buttons stay on screen.
export function ContactCell({ mobile, email }: { mobile: string; email?: string | null }) {
  return (
    <span className="flex flex-col">
      <a href={`tel:${mobile}`} className="whitespace-nowrap text-teal-800 underline-offset-2 hover:underline">
        {mobile}
      </a>
      {email && (
        <a
          href={`mailto:${email}`}
          className="text-teal-800 [overflow-wrap:anywhere] underline-offset-2 hover:underline"
        >
          {email}
        </a>
      )}
    </span>
  );
}

// Mobile number and e-mail of a person, as links a phone can call or mail at once.
export function ContactCell({ mobile, email }: { mobile: string; email?: string | null }) {
  return (
    <span className="flex flex-col">
      <a href={`tel:${mobile}`} className="whitespace-nowrap text-teal-800 underline-offset-2 hover:underline">
        {mobile}
      </a>
      {email && (
        <a
          href={`mailto:${email}`}
          className="break-all text-teal-800 underline-offset-2 hover:underline md:whitespace-nowrap md:break-normal"
        >
          {email}
        </a>
      )}
    </span>
  );
}

import { Detail } from './detail';

/** A request's e-mail address as a mailto link. */
export function EmailDetail({ email }: { email: string }) {
  return (
    <Detail term="Email">
      <a className="text-primary underline underline-offset-4" href={`mailto:${email}`}>
        {email}
      </a>
    </Detail>
  );
}

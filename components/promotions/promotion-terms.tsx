/** The Terms & Conditions that apply to every promotion. */
export function PromotionTerms({ terms }: { terms: readonly string[] }) {
  return (
    <section aria-labelledby="terms-heading" className="bg-muted border-t">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="terms-heading" className="text-2xl font-bold">
          Terms &amp; Conditions
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

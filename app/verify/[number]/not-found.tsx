/** An unknown, forged or truncated number: one clear answer, the same for all of them. */
export default function CertificateNotFound() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold">Certificate not found</h1>
      <p className="text-lg">
        No certificate has this number. Check the number on the certificate (it looks like K7Q2-M9XD-4HTR), or
        scan its QR code again.
      </p>
    </div>
  );
}

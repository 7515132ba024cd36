import addressparser from "nodemailer/lib/addressparser";

function mailboxes(value: string): string[] {
  return addressparser(value, { flatten: true })
    .map((mailbox) => mailbox.address)
    .filter((address) => /^[^@\s]+@[^@\s]+$/.test(address));
}

/**
 * The one address a mail goes to. A `to` such as "a@x.example, b@y.example" would make the
 * transport mail both, so anything but exactly one mailbox is refused.
 */
export function singleRecipient(to: string): string {
  const found = mailboxes(to);
  const [address] = found;
  if (found.length !== 1 || address === undefined) throw new Error("a mail needs exactly one recipient address");
  return address;
}

/** Whether `MAIL_FROM` is one usable sender, e.g. `kulit <no-reply@kulit.example>`. */
export function isSenderAddress(from: string): boolean {
  return mailboxes(from).length === 1 && addressparser(from).length === 1;
}

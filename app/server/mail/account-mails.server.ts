import { codeValidityMinutes } from "~/domain/code-validity";
import type { Language } from "~/domain/language";
import { mailTranslator } from "~/i18n/mail-translator.server";

/** An account mail's content; the caller adds the recipient. */
export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

type Block =
  | { kind: "paragraph"; text: string; quiet?: boolean }
  | { kind: "code"; code: string }
  | { kind: "link"; lead: string; label: string; url: string };

/** The site's palette (app/app.css); every pair used here meets WCAG AA contrast. */
const colours = {
  ink: "#3d3a39",
  inkSoft: "#5c5856",
  cream: "#fffef2",
  sand: "#f5f1e1",
  line: "#e7e3d4",
  accent: "#a8432f",
};
const fontStack = "'Plus Jakarta Sans', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Links in our mails only ever point at our own site; anything else is a programming error. */
function webUrl(url: string): string {
  const protocol = new URL(url).protocol;
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`mail link must be http(s): ${url}`);
  return url;
}

function textOf(blocks: Block[], signOff: readonly string[]): string {
  const parts = blocks.map((block) => {
    if (block.kind === "code") return `    ${block.code}`;
    if (block.kind === "link") return `${block.lead}\n${block.url}`;
    return block.text;
  });
  return `${[...parts, signOff.join("\n")].join("\n\n")}\n`;
}

function htmlBlock(block: Block): string {
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5";
  if (block.kind === "code") {
    return `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${colours.sand};text-align:center;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:${colours.ink}">${escapeHtml(block.code)}</p>`;
  }
  if (block.kind === "link") {
    return `<p style="${paragraph}">${escapeHtml(block.lead)}<br><a href="${escapeHtml(block.url)}" style="display:inline-block;margin-top:8px;padding:10px 20px;border-radius:999px;background:${colours.accent};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
  const colour = block.quiet ? `;font-size:14px;color:${colours.inkSoft}` : "";
  return `<p style="${paragraph}${colour}">${escapeHtml(block.text)}</p>`;
}

function htmlOf(language: Language, subject: string, blocks: Block[], signOff: readonly string[]): string {
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${colours.cream};color:${colours.ink};font-family:${fontStack}">`,
    `<div style="max-width:480px;margin:0 auto;padding:24px;border:1px solid ${colours.line};border-radius:16px;background:#ffffff">`,
    `<p style="margin:0 0 20px;font-size:22px;font-weight:800;color:${colours.accent}">kulit</p>`,
    ...blocks.map(htmlBlock),
    `<p style="margin:0;font-size:16px;line-height:1.5">${signOff.map(escapeHtml).join("<br>")}</p>`,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** Every mail opens with the greeting and closes with the sign-off's lines (`mail.json`). */
function render(language: Language, subject: string, blocks: Block[]): AccountMail {
  const t = mailTranslator(language);
  const signOff = [t("signOff.wishes"), t("signOff.team")];
  const all: Block[] = [{ kind: "paragraph", text: t("greeting") }, ...blocks];
  return { subject, text: textOf(all, signOff), html: htmlOf(language, subject, all, signOff) };
}

function codeMail(language: Language, kind: "verificationCode" | "passwordReset", code: string): AccountMail {
  const t = mailTranslator(language);
  return render(language, t(`${kind}.subject`, { code }), [
    { kind: "paragraph", text: t(`${kind}.intro`) },
    { kind: "code", code },
    { kind: "paragraph", text: t(`${kind}.validity`, { minutes: codeValidityMinutes }) },
    { kind: "paragraph", text: t(`${kind}.ignore`), quiet: true },
  ]);
}

/** The 6-digit code that confirms a new account's address (docs/security.md). */
export function verificationCodeMail(language: Language, code: string): AccountMail {
  return codeMail(language, "verificationCode", code);
}

/** The 6-digit code that lets the owner choose a new password. */
export function passwordResetMail(language: Language, code: string): AccountMail {
  return codeMail(language, "passwordReset", code);
}

/**
 * Sent instead of a code when someone signs up with an address that already has an
 * account, so the sign-up page answers the same either way and reveals nothing.
 */
export function existingAccountMail(language: Language, signInUrl: string, resetUrl: string): AccountMail {
  const t = mailTranslator(language);
  return render(language, t("existingAccount.subject"), [
    { kind: "paragraph", text: t("existingAccount.intro") },
    {
      kind: "link",
      lead: t("existingAccount.signInLead"),
      label: t("existingAccount.signIn"),
      url: webUrl(signInUrl),
    },
    { kind: "link", lead: t("existingAccount.resetLead"), label: t("existingAccount.reset"), url: webUrl(resetUrl) },
    { kind: "paragraph", text: t("existingAccount.ignore"), quiet: true },
  ]);
}

/**
 * Sent instead of a code when someone asks for one (a new password, a new verification code)
 * for an address without an account: every such request mails exactly one message, so its
 * answer, its time and its failures are the same whether the address has an account or not.
 */
export function noAccountMail(language: Language, signUpUrl: string): AccountMail {
  const t = mailTranslator(language);
  return render(language, t("noAccount.subject"), [
    { kind: "paragraph", text: t("noAccount.intro") },
    { kind: "link", lead: t("noAccount.signUpLead"), label: t("noAccount.signUp"), url: webUrl(signUpUrl) },
    { kind: "paragraph", text: t("noAccount.ignore"), quiet: true },
  ]);
}

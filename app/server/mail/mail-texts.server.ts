import type { Language } from "~/domain/language";

/** How long a mailed code works; the accounts' better-auth setting must say the same (docs/security.md). */
export const codeValidityMinutes = 10;

interface CodeMailTexts {
  subject: (code: string) => string;
  intro: string;
  validity: string;
  ignore: string;
}

export interface MailTexts {
  greeting: string;
  /** Lines of the closing, e.g. "Warm wishes," and "The kulit team". */
  signOff: readonly string[];
  verificationCode: CodeMailTexts;
  passwordReset: CodeMailTexts;
  existingAccount: {
    subject: string;
    intro: string;
    signInLead: string;
    signIn: string;
    resetLead: string;
    reset: string;
    ignore: string;
  };
  noAccount: {
    subject: string;
    intro: string;
    signUpLead: string;
    signUp: string;
    ignore: string;
  };
}

/**
 * The account mails in both languages. Kept on the server (not in public/locales) because
 * only the server sends mail; the words follow the account pages' locale files.
 */
export const mailTexts: Record<Language, MailTexts> = {
  en: {
    greeting: "Hello,",
    signOff: ["Warm wishes,", "The kulit team"],
    verificationCode: {
      subject: (code) => `Your kulit code: ${code}`,
      intro: "Here is your code to finish signing up for kulit:",
      validity: `Enter it on the sign-up page. It works once and is valid for ${codeValidityMinutes} minutes.`,
      ignore: "If you didn't ask for this, just ignore this mail: no account is created without the code.",
    },
    passwordReset: {
      subject: (code) => `Your code for a new kulit password: ${code}`,
      intro: "Here is your code to choose a new password for your kulit account:",
      validity: `Enter it on the password page. It works once and is valid for ${codeValidityMinutes} minutes.`,
      ignore: "If you didn't ask for this, just ignore this mail: your password stays as it is.",
    },
    existingAccount: {
      subject: "You already have a kulit account",
      intro:
        "Someone, probably you, just tried to sign up for kulit with this email address. There is already an account with it, so nothing new was created.",
      signInLead: "To use your account, sign in:",
      signIn: "Sign in",
      resetLead: "Forgot your password? Choose a new one:",
      reset: "Choose a new password",
      ignore: "If this wasn't you, just ignore this mail: your account is unchanged.",
    },
    noAccount: {
      subject: "Your kulit code request",
      intro:
        "Someone, probably you, just asked kulit for a code for this email address. There is no kulit account with this address, so we sent no code.",
      signUpLead: "Did you mean to create an account? Sign up here:",
      signUp: "Sign up",
      ignore: "If this wasn't you, just ignore this mail: nothing was created or changed.",
    },
  },
  id: {
    greeting: "Halo,",
    signOff: ["Salam hangat,", "Tim kulit"],
    verificationCode: {
      subject: (code) => `Kode kulit kamu: ${code}`,
      intro: "Ini kode untuk menyelesaikan pendaftaranmu di kulit:",
      validity: `Masukkan kode ini di halaman pendaftaran. Kode hanya bisa dipakai sekali dan berlaku selama ${codeValidityMinutes} menit.`,
      ignore: "Kalau kamu tidak merasa memintanya, abaikan saja email ini: akun tidak akan dibuat tanpa kode ini.",
    },
    passwordReset: {
      subject: (code) => `Kode untuk kata sandi baru kulit kamu: ${code}`,
      intro: "Ini kode untuk membuat kata sandi baru bagi akun kulit milikmu:",
      validity: `Masukkan kode ini di halaman kata sandi. Kode hanya bisa dipakai sekali dan berlaku selama ${codeValidityMinutes} menit.`,
      ignore: "Kalau kamu tidak merasa memintanya, abaikan saja email ini: kata sandimu tetap sama.",
    },
    existingAccount: {
      subject: "Kamu sudah punya akun kulit",
      intro:
        "Seseorang, mungkin kamu sendiri, baru saja mencoba mendaftar di kulit dengan alamat email ini. Alamat ini sudah punya akun, jadi tidak ada akun baru yang dibuat.",
      signInLead: "Untuk memakai akunmu, silakan masuk:",
      signIn: "Masuk",
      resetLead: "Lupa kata sandi? Buat yang baru:",
      reset: "Buat kata sandi baru",
      ignore: "Kalau itu bukan kamu, abaikan saja email ini: akunmu tidak berubah.",
    },
    noAccount: {
      subject: "Permintaan kode kulit kamu",
      intro:
        "Seseorang, mungkin kamu sendiri, baru saja meminta kode kulit untuk alamat email ini. Belum ada akun kulit dengan alamat ini, jadi kami tidak mengirim kode.",
      signUpLead: "Ingin membuat akun? Daftar di sini:",
      signUp: "Daftar",
      ignore: "Kalau itu bukan kamu, abaikan saja email ini: tidak ada yang dibuat atau diubah.",
    },
  },
};

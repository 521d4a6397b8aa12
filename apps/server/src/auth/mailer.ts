import nodemailer from "nodemailer";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP transport from an smtp:// or smtps:// URL (credentials in the URL). */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

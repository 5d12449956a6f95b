import nodemailer from 'nodemailer';

/** A file sent with a mail: the signed contract, the certificate. */
export type TMailAttachment = { filename: string; content: Buffer; contentType: string };
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: TMailAttachment[];
};
export type TMailer = { name: string; send: (mail: TMail) => Promise<void> };

/** SMTP through nodemailer: any provider that speaks SMTP (smtp:// or smtps:// with credentials). */
export function smtpMailer(url: string, from: string): TMailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments,
      });
    },
  };
}

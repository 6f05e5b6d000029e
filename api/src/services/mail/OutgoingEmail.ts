export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

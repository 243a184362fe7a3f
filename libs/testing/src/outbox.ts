/** The development outbox's mails to an address, newest first (the mail edge of the reference API). */
async function mailsTo(emailAddress: string, apiUrl: string): Promise<{ code: string }[]> {
  const response = await fetch(`${apiUrl}/__dev/outbox?to=${encodeURIComponent(emailAddress)}`);
  return ((await response.json()) as { messages: { code: string }[] }).messages;
}

/** How many mails an address has had: read it before asking for a code, then wait with nextResetCode. */
export async function outboxSize(emailAddress: string, apiUrl = process.env.TEST_API_URL ?? ''): Promise<number> {
  return (await mailsTo(emailAddress, apiUrl)).length;
}

/**
 * The code of the first mail to an address after `mailsBefore` of them. Codes are mailed just after the
 * API answers (so the answer takes as long for an unknown address), so the mail may follow a moment later.
 */
export async function nextResetCode(emailAddress: string, mailsBefore: number, apiUrl = process.env.TEST_API_URL ?? ''): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 5000; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const messages = await mailsTo(emailAddress, apiUrl);
    if (messages.length > mailsBefore) return messages[0].code;
  }
  throw new Error(`No new mail to ${emailAddress} within 5 s`);
}

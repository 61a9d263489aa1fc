/**
 * The sentences successful answers carry in their `message` (a refusal is a code of contracts/error-codes.ts):
 * the English `answers` catalog (texts/en/answers.json), which the app says in the camper's language by key.
 */
import english from '../../texts/en/answers.json';

export const answerSentences: Readonly<typeof english> = english;

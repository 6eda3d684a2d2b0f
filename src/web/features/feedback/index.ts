/** The clinician's feedback on the product, sent to the server. */
export { FeedbackButton } from './feedback-dialog';

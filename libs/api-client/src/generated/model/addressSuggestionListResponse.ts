import type { AddressSuggestion } from './addressSuggestion';

export interface AddressSuggestionListResponse {
  suggestions: AddressSuggestion[];
  message?: string;
}

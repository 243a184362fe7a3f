
export interface AddressCreatedResponse {
  message: string;
  addressId: number;
}

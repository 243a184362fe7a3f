
export interface AdministratorCreatedResponse {
  message: string;
  userId: number;
}

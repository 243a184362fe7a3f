
export interface Image {
  imageId: number;
  imageFileUrl: string;
}

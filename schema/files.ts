/** What `POST /api/v1/files` answers: the id a mutation then takes, and a signed URL to show the file. */
export interface UploadedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

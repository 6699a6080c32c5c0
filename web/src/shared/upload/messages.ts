export const uploadMessages = {
  'upload.image.prompt': 'Déposez une image ici ou cliquez pour parcourir',
  'upload.image.hint': 'Une seule image PNG ou JPEG, 10 Mo au plus.',
  'upload.image.remove': "Retirer l'image",
  'upload.progress': 'Envoi du fichier',
  'upload.camera': 'Prendre une photo',
  'upload.tooLarge': 'Le fichier dépasse la taille maximale de 10 Mo (10 000 000 octets).',
} as const;
export type UploadMessageId = keyof typeof uploadMessages;

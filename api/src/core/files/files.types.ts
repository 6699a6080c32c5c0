import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un fichier envoyé, vérifié sur son contenu : son identifiant, à donner à l’opération qui le prend.' })
export class UploadedFileView {
  @Field(() => ID) id!: string;
  @Field({ description: 'Le nom du fichier, nettoyé.' }) name!: string;
  @Field({ description: 'Le type lu dans le contenu.' }) contentType!: string;
  @Field(() => Int, { description: 'En octets.' }) size!: number;
  @Field({ description: 'URL signée du fichier, valable un jour au plus.' }) url!: string;
}

@ObjectType({ description: 'Un en-tête HTTP à envoyer tel quel.' })
export class HttpHeaderView {
  @Field() name!: string;
  @Field() value!: string;
}

@ObjectType({ description: "L'envoi direct d'un fichier au stockage objet : où envoyer les octets, puis le ticket qui le termine." })
export class DirectUploadView {
  @Field(() => ID) id!: string;
  @Field({ description: "L'URL présignée du stockage objet, où envoyer les octets (PUT), valable quelques minutes." }) uploadUrl!: string;
  @Field({ description: 'PUT.' }) method!: string;
  @Field(() => [HttpHeaderView], { description: 'Les en-têtes signés avec l’URL, à envoyer tels quels.' }) headers!: HttpHeaderView[];
  @Field(() => Date) expiresAt!: Date;
  @Field({ description: 'À donner à completeFileUpload une fois les octets envoyés.' }) ticket!: string;
}

@ObjectType({ description: "Comment envoyer un fichier : directement au stockage objet, ou à l'api (POST /api/v1/files, multipart)." })
export class FileUploadStartView {
  @Field({ description: 'Faux : envoyez le fichier à POST /api/v1/files (les fichiers sont stockés dans la base).' }) direct!: boolean;
  @Field(() => DirectUploadView, { nullable: true }) upload!: DirectUploadView | null;
}

@InputType()
export class FileUploadInput {
  @Field(() => String, { nullable: true, description: 'image ou document (requis).' }) kind?: string;
  @Field(() => String, { nullable: true, description: 'Le nom du fichier (requis).' }) name?: string;
  @Field(() => Int, { nullable: true, description: 'Sa taille, en octets : 10 Mo au plus (requis).' }) size?: number;
  @Field(() => String, { nullable: true, description: 'Son type : image/png, image/jpeg ou application/pdf (requis).' }) contentType?: string;
}

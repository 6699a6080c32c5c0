import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un document envoyé à la signature par lien : à qui, quand, et la réponse avec sa preuve.' })
export class SignatureRequestView {
  @Field(() => ID) id!: string;
  @Field({ description: 'QUOTE, CHANGE_ORDER, RECEPTION ou SITUATION.' }) kind!: string;
  @Field(() => ID) documentId!: string;
  @Field() title!: string;
  @Field() recipientEmail!: string;
  @Field() recipientName!: string;
  @Field({ description: 'PENDING, SIGNED, REFUSED, CANCELLED (remplacé, retiré ou document modifié) ou EXPIRED.' }) status!: string;
  @Field() sentByName!: string;
  @Field() createdAt!: Date;
  @Field() expiresAt!: Date;
  @Field({ description: 'SHA-256 du PDF envoyé, tel que lu et signé.' }) pdfSha256!: string;
  @Field(() => String, { nullable: true }) signerName!: string | null;
  @Field(() => String, { nullable: true, description: 'DRAWN (tracée) ou TYPED (nom saisi).' }) signatureKind!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => String, { nullable: true }) answerIp!: string | null;
  @Field(() => String, { nullable: true }) refusalReason!: string | null;
  @Field(() => String, { nullable: true, description: 'Chemin du PDF signé avec sa page de certificat (/api/v1/signatures/{id}/pdf).' })
  signedPdfPath!: string | null;
}

@ObjectType({ description: 'Ce que la page du lien montre au client avant le code : qui demande, quoi, l’état du lien.' })
export class SignatureLinkView {
  @Field() status!: string;
  @Field() kind!: string;
  @Field() title!: string;
  @Field() company!: string;
  @Field() recipientName!: string;
  @Field({ description: 'L’adresse où part le code, masquée.' }) maskedEmail!: string;
  @Field() expiresAt!: Date;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true }) signerName!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
}

@ObjectType({ description: 'Le code vérifié : la session qui ouvre le document pour un temps.' })
export class SignatureSessionView {
  @Field() session!: string;
  @Field() expiresAt!: Date;
}

@InputType()
export class SendForSignatureInput {
  @Field(() => String, { nullable: true }) kind?: string | null;
  @Field(() => String, { nullable: true }) documentId?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@InputType()
export class SignDocumentInput {
  @Field(() => String, { nullable: true }) session?: string | null;
  @Field(() => String, { nullable: true }) signerName?: string | null;
  @Field(() => String, { nullable: true, description: 'La signature tracée, PNG en data URL (200 Ko au plus) ; absente : le nom saisi signe.' })
  drawn?: string | null;
  @Field(() => Boolean, { nullable: true }) consent?: boolean | null;
}

@InputType()
export class RefuseDocumentInput {
  @Field(() => String, { nullable: true }) session?: string | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

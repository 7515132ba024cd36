import { z } from "zod";

/** An email address as accounts take it: valid, at most 254 characters (the SMTP limit). */
export const emailAddressSchema = z.email().max(254);

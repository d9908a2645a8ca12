package sketchbook.reload;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What other classes compile against in one class file: its name, superclass and interfaces,
 * and every field and method that is not private (access, name, descriptor, generic signature),
 * with the value of each constant, which the compiler copies into the classes that use it.
 * Method bodies and private members are left out, so an edit inside a method gives the same
 * API and only its own file needs compiling again.
 *
 * <p>Read straight from the class file's bytes (the JVM specification, chapter 4), so nothing is
 * loaded or initialised to read it.
 */
final class ClassFileApi {

  private static final int MAGIC = 0xCAFEBABE;
  private static final int ACC_PRIVATE = 0x0002;
  private static final int ACC_ABSTRACT = 0x0400;

  // constant pool tags (JVMS 4.4)
  private static final int UTF8 = 1;
  private static final int INTEGER = 3;
  private static final int FLOAT = 4;
  private static final int LONG = 5;
  private static final int DOUBLE = 6;
  private static final int CLASS = 7;
  private static final int STRING = 8;
  private static final int FIELD_REF = 9;
  private static final int METHOD_REF = 10;
  private static final int INTERFACE_METHOD_REF = 11;
  private static final int NAME_AND_TYPE = 12;
  private static final int METHOD_HANDLE = 15;
  private static final int METHOD_TYPE = 16;
  private static final int DYNAMIC = 17;
  private static final int INVOKE_DYNAMIC = 18;
  private static final int MODULE = 19;
  private static final int PACKAGE = 20;

  private ClassFileApi() {
  }

  /**
   * True when code compiled against the class in {@code before} still works with the one in
   * {@code after}: nothing of its API is gone or changed. Members it adds are fine, unless one is
   * abstract (a class that extends it would lack it).
   */
  static boolean compatible(byte[] before, byte[] after) throws IOException {
    List<String> old = of(before).lines().toList();
    List<String> now = of(after).lines().toList();
    if (!now.containsAll(old)) {
      return false;
    }
    for (String added : now) {
      if (!old.contains(added) && added.startsWith("method ")
          && (accessOf(added) & ACC_ABSTRACT) != 0) {
        return false;
      }
    }
    return true;
  }

  /** The access flags of a member's line ("method 1025 name ..."). */
  private static int accessOf(String member) {
    String[] words = member.split(" ", 3);
    return Integer.parseInt(words[1]);
  }

  /**
   * The class's API as text, one line each for the class and its visible members, sorted:
   * two class files have the same API exactly when these are equal.
   *
   * @throws IOException if the bytes are not a class file
   */
  static String of(byte[] classFile) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
    if (in.readInt() != MAGIC) {
      throw new IOException("not a class file");
    }
    in.readUnsignedShort();   // minor version
    in.readUnsignedShort();   // major version
    Object[] pool = readConstantPool(in);
    int access = in.readUnsignedShort();
    String name = className(pool, in.readUnsignedShort());
    int superIndex = in.readUnsignedShort();
    String superName = superIndex == 0 ? "" : className(pool, superIndex);
    List<String> interfaces = new ArrayList<>();
    int interfaceCount = in.readUnsignedShort();
    for (int i = 0; i < interfaceCount; i++) {
      interfaces.add(className(pool, in.readUnsignedShort()));
    }
    TreeSet<String> members = new TreeSet<>();
    readMembers(in, pool, "field ", members);
    readMembers(in, pool, "method ", members);
    StringBuilder api = new StringBuilder("class " + access + " " + name + " extends "
        + superName + " implements " + interfaces + "\n");
    members.forEach(m -> api.append(m).append('\n'));
    return api.toString();
  }

  private static Object[] readConstantPool(DataInputStream in) throws IOException {
    int count = in.readUnsignedShort();
    Object[] pool = new Object[count];
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case UTF8 -> pool[i] = in.readUTF();
        case INTEGER -> pool[i] = in.readInt();
        case FLOAT -> pool[i] = in.readFloat();
        case LONG -> pool[i++] = in.readLong();   // takes two entries
        case DOUBLE -> pool[i++] = in.readDouble();
        case CLASS, STRING, METHOD_TYPE, MODULE, PACKAGE -> pool[i] = new int[] {
            in.readUnsignedShort()};
        case FIELD_REF, METHOD_REF, INTERFACE_METHOD_REF, NAME_AND_TYPE, DYNAMIC,
            INVOKE_DYNAMIC -> {
          in.readUnsignedShort();
          in.readUnsignedShort();
        }
        case METHOD_HANDLE -> {
          in.readUnsignedByte();
          in.readUnsignedShort();
        }
        default -> throw new IOException("unknown constant pool tag " + tag);
      }
    }
    return pool;
  }

  /** Fields or methods: each visible one as "kind access name descriptor [signature] [= value]". */
  private static void readMembers(DataInputStream in, Object[] pool, String kind,
      TreeSet<String> into) throws IOException {
    int count = in.readUnsignedShort();
    for (int i = 0; i < count; i++) {
      int access = in.readUnsignedShort();
      String name = (String) pool[in.readUnsignedShort()];
      String descriptor = (String) pool[in.readUnsignedShort()];
      StringBuilder member = new StringBuilder(kind + access + " " + name + " " + descriptor);
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        String attribute = (String) pool[in.readUnsignedShort()];
        byte[] body = new byte[in.readInt()];
        in.readFully(body);
        if (attribute.equals("Signature") || attribute.equals("ConstantValue")) {
          int index = ((body[0] & 0xFF) << 8) | (body[1] & 0xFF);
          member.append(' ').append(attribute).append('=').append(constant(pool, index));
        }
      }
      if ((access & ACC_PRIVATE) == 0) {
        into.add(member.toString());
      }
    }
  }

  private static Object constant(Object[] pool, int index) {
    Object value = pool[index];
    return value instanceof int[] string ? pool[string[0]] : value;
  }

  private static String className(Object[] pool, int index) {
    return (String) pool[((int[]) pool[index])[0]];
  }
}

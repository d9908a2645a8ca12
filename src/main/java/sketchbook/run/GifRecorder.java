package sketchbook.run;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import processing.core.PGraphics;
import steering.files.ReplacedFile;

/**
 * Writes {@code --gif FILE.gif}: an animated GIF of a run, with nothing but the JDK's ImageIO
 * GIF writer. A sketch draws 60 frames a second; the GIF keeps every {@link #FRAME_STEP}th
 * frame and plays them at 30 a second, the real speed at half the file size. GIF delays are
 * whole hundredths of a second, so the delays alternate 3, 3, 4 (10 hundredths per three
 * frames: exactly 30 fps). The GIF loops forever (the NETSCAPE2.0 application extension).
 *
 * <p>Frames are written as they come (a long run never piles up in memory) into a temporary
 * file beside the target ({@link PartFile}), which replaces the target only when the GIF is
 * complete.
 */
public final class GifRecorder {

  /** Record every 2nd frame: 60 fps drawn, 30 fps in the GIF. */
  public static final int FRAME_STEP = 2;
  /** Hundredths of a second per three GIF frames at 30 fps. */
  private static final int HUNDREDTHS_PER_THREE_FRAMES = 10;
  private static final String FORMAT = "javax_imageio_gif_image_1.0";

  private final File target;
  private final Path destination;
  private final Path partial;
  private final ImageWriter writer;
  private final ImageOutputStream out;
  private int framesOffered;
  private int framesWritten;

  /** Starts a GIF that will end up at {@code target}; fails now if it could not be written. */
  public GifRecorder(File target) throws IOException {
    this.target = target;
    FileErrors.checkWritable(target);
    destination = ReplacedFile.destination(target);
    try {
      partial = PartFile.create(destination);
    } catch (IOException e) {
      throw new IOException(target + ": " + FileErrors.reason(e), e);
    }
    partial.toFile().deleteOnExit();  // a window closed before --frames leaves no part file
    writer = ImageIO.getImageWritersByFormatName("gif").next();
    out = ImageIO.createImageOutputStream(partial.toFile());
    if (out == null) {
      Files.deleteIfExists(partial);
      throw new IOException(target + ": cannot open for writing");
    }
    writer.setOutput(out);
    writer.prepareWriteSequence(null);
  }

  /** Called once per drawn frame; keeps every {@link #FRAME_STEP}th, starting with the first. */
  public void offer(PGraphics g) throws IOException {
    if (framesOffered++ % FRAME_STEP == 0) {
      write(Images.snapshot(g));
    }
  }

  /** The number of GIF frames {@code drawnFrames} frames of a run turn into. */
  public static int gifFrames(int drawnFrames) {
    return (drawnFrames + FRAME_STEP - 1) / FRAME_STEP;
  }

  /** Delay of GIF frame {@code n}, in hundredths of a second: 3, 3, 4, 3, 3, 4, ... */
  static int delayOf(int n) {
    return (n + 1) * HUNDREDTHS_PER_THREE_FRAMES / 3 - n * HUNDREDTHS_PER_THREE_FRAMES / 3;
  }

  public File file() {
    return target;
  }

  /** Ends the GIF and moves it to its name. */
  public void finish() throws IOException {
    try {
      writer.endWriteSequence();
      out.close();
      ReplacedFile.moveIntoPlace(partial, destination);
    } finally {
      abandon();
    }
  }

  /** Drops an unfinished GIF: the temporary file goes, the target is left as it was. */
  public void abandon() {
    writer.dispose();
    try {
      out.close();
    } catch (IOException e) {
      // already closed, or nothing more can be done; the partial file goes below
    }
    try {
      Files.deleteIfExists(partial);
    } catch (IOException e) {
      // a leftover hidden .part file is harmless
    }
  }

  private void write(BufferedImage frame) throws IOException {
    ImageTypeSpecifier type = ImageTypeSpecifier.createFromRenderedImage(frame);
    IIOMetadata metadata = writer.getDefaultImageMetadata(type, null);
    IIOMetadataNode root = new IIOMetadataNode(FORMAT);
    IIOMetadataNode control = new IIOMetadataNode("GraphicControlExtension");
    control.setAttribute("disposalMethod", "none");
    control.setAttribute("userInputFlag", "FALSE");
    control.setAttribute("transparentColorFlag", "FALSE");
    control.setAttribute("delayTime", String.valueOf(delayOf(framesWritten)));
    control.setAttribute("transparentColorIndex", "0");
    root.appendChild(control);
    if (framesWritten == 0) {
      root.appendChild(loopForever());
    }
    metadata.mergeTree(FORMAT, root);
    writer.writeToSequence(new IIOImage(frame, null, metadata), null);
    framesWritten++;
  }

  /** NETSCAPE2.0: sub-block 1, then the loop count (0: forever) as a little-endian short. */
  private static IIOMetadataNode loopForever() {
    IIOMetadataNode extensions = new IIOMetadataNode("ApplicationExtensions");
    IIOMetadataNode netscape = new IIOMetadataNode("ApplicationExtension");
    netscape.setAttribute("applicationID", "NETSCAPE");
    netscape.setAttribute("authenticationCode", "2.0");
    netscape.setUserObject(new byte[] {1, 0, 0});
    extensions.appendChild(netscape);
    return extensions;
  }
}
